import type { CasseTete as CT } from '@ludimaths/engine';
import type { AnalysisWords } from '../types';

/** The hint says "on the marked cell"; the analysis marks no cell, so the points say where. */
export const casseTeteAnalysisWords: AnalysisWords<CT.CasseTeteMove> = {
  move: (move, points, { t }) =>
    move.kind === 'place'
      ? t('casse-tete.analysis.move', {
          id: move.token,
          turned: t('casse-tete.turnsWords', { turns: move.turns }),
          points: points ?? 0,
        })
      : undefined,
};
