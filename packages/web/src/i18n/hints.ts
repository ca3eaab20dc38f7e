/**
 * Messages of the computer's hints: one per reason code of the engine's bots (`hint.<code>`), in
 * French (the reference) and English, merged into the app's catalogues.
 */
export const hintsFr = {} as const;

export const hintsEn: Record<keyof typeof hintsFr, string> = {};
