/**
 * The casse-tete screens' messages: French (the reference) and English, merged into the app's catalogues
 * (src/i18n). Ids start with `casse-tete.` or `rules.casse-tete.`.
 */
export const casseTeteFr = {} as const;

export const casseTeteEn: Record<keyof typeof casseTeteFr, string> = {};
