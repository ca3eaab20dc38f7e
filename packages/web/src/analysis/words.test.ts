import type { Finding } from '@ludimaths/engine';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { casseTeteWeb } from '../games/casse-tete/module';
import { finitoWeb } from '../games/finito/module';
import type { AnalysisWords } from '../games/types';
import type { MessageId } from '../i18n';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { reviewMessages } from './review-protocol';
import { describeFinding } from './words';

function context(locale: 'fr' | 'en', words?: AnalysisWords) {
  const intl = createIntl({
    locale: locale === 'fr' ? 'fr-FR' : 'en-GB',
    messages: locale === 'fr' ? fr : en,
  });
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return {
    t,
    seats: [
      { name: 'Léa', kind: 'human' as const },
      { name: 'Ordi', kind: 'computer' as const },
    ],
    formatNumber: (n: number) => intl.formatNumber(n),
    words,
    describeMove: (move: unknown) => JSON.stringify(move),
  };
}

const base = { step: 4, seat: 0, loss: 0, key: false, verdict: 'best' } as const;
const nbsp = '\u00a0';

describe('a decision in words', () => {
  it('says Zigzag’s evaluation before and after a move as points ahead, behind, or a sure win', () => {
    const finding: Finding = {
      ...base,
      verdict: 'mistake',
      loss: 101,
      unit: 'points',
      move: 'a',
      best: 'b',
      bestValue: 100,
      playedValue: -1.4,
      forced: { best: 'win' },
      points: { best: 5, played: 0 },
    };
    expect(describeFinding(finding, context('fr'))).toEqual([
      `Léa a choisi${nbsp}: "a".`,
      `Grosse erreur${nbsp}: il valait bien mieux "b".`,
      `Avant ce coup, l’ordinateur voyait${nbsp}: victoire assurée. Après ce coup${nbsp}: 1 point de retard.`,
      'Ce coup a marqué 0 point, le meilleur en marquait 5.',
    ]);
    expect(describeFinding(finding, context('en'))[2]).toBe(
      'Before this move, the computer saw: a sure win. After this move: 1 point behind.',
    );
  });

  it('says Finito’s turns with a decimal comma, and the same figures alone for a best move', () => {
    const finding: Finding = {
      ...base,
      unit: 'turns',
      move: 'm',
      best: 'm',
      bestValue: 14.25,
      playedValue: 14.25,
    };
    expect(describeFinding(finding, context('fr', finitoWeb.analysisWords as AnalysisWords))[2]).toBe(
      'Il faudra environ 14,3 lancers pour faire Finito.',
    );
    expect(describeFinding(finding, context('en', finitoWeb.analysisWords as AnalysisWords))[1]).toBe(
      'Very good choice: that is what the strongest computer would have done.',
    );
  });

  it('says where a Casse-tête token goes by the points it scores (no cell is marked here)', () => {
    const move = { kind: 'place', token: 7, cell: [1, 0], turns: 1 };
    const finding: Finding = {
      ...base,
      verdict: 'inaccuracy',
      loss: 0.06,
      unit: 'chance',
      move,
      best: { ...move, token: 9 },
      bestValue: 0.5,
      playedValue: 0.44,
      points: { best: 10, played: 5 },
    };
    const lines = describeFinding(finding, context('fr', casseTeteWeb.analysisWords as AnalysisWords));
    expect(lines[0]).toBe(
      `Léa a choisi${nbsp}: poser le jeton 7 (tourné une fois ↻) là où il rapporte 5 points.`,
    );
    expect(lines[2]).toBe(`Chances de gagner après ce choix${nbsp}: 44${nbsp}% au lieu de 50${nbsp}%.`);
  });
});

describe('the review worker’s messages', () => {
  it('refuses a malformed request and a game without analysis, with an error and no crash', () => {
    expect([...reviewMessages({ record: 1 })]).toEqual([{ kind: 'error', error: 'invalid review request' }]);
    const solitaire = JSON.stringify({
      format: 'ludimaths-record',
      version: 2,
      game: 'casse-tete-solitaire',
      seats: [{}],
      steps: [],
    });
    expect([...reviewMessages({ recordText: solitaire })]).toEqual([
      { kind: 'error', error: 'this game has no analysis' },
    ]);
  });
});
