/**
 * The zigzag screens' messages: French (the reference) and English, merged into the app's catalogues
 * (src/i18n). Ids start with `zigzag.` or `rules.zigzag.`.
 */
export const zigzagFr = {} as const;

export const zigzagEn: Record<keyof typeof zigzagFr, string> = {};
