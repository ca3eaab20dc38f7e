/**
 * The finito screens' messages: French (the reference) and English, merged into the app's catalogues
 * (src/i18n). Ids start with `finito.` or `rules.finito.`.
 */
export const finitoFr = {} as const;

export const finitoEn: Record<keyof typeof finitoFr, string> = {};
