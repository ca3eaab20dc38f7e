import type { BaseState } from '@ludimaths/engine';
import type { ComponentType } from 'react';
import type { AnyTutorialScript, TutorialScript } from './script';

/** What the tutorial screen hands a game's tutorial board. */
export interface TutorialBoardProps<V> {
  /** The child's view of the scripted game now. */
  readonly view: V;
  /** The target to light (`data-tutorial-target`), if the lesson has one. */
  readonly lit: string | undefined;
  /** A "point at what the engine did" lesson: the board may show the move before its effect. */
  readonly pointing: boolean;
  /** The id of the sentence, for the lit control's `aria-describedby`. */
  readonly describedBy: string;
  /** Every tappable control calls it with its target id; the screen judges right or wrong. */
  readonly onTap: (target: string) => void;
}

/** One game's tutorial, loaded on demand from its folder (`games/<id>/tutorial.ts`). */
export interface Tutorial {
  readonly script: AnyTutorialScript;
  // biome-ignore lint/suspicious/noExplicitAny: the board of any game, typed together with its script by `defineTutorial`
  readonly Board: ComponentType<TutorialBoardProps<any>>;
}

/** A tutorial whose script and board agree on the game's view type. */
export function defineTutorial<S extends BaseState, M, C, O, V>(
  script: TutorialScript<S, M, C, O, V>,
  Board: ComponentType<TutorialBoardProps<V>>,
): Tutorial {
  return { script, Board };
}
