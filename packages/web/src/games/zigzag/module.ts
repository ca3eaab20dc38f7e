import type { Zigzag } from '@ludimaths/engine';
import { zigzag } from '@ludimaths/engine';
import type { WebGame } from '../types';
import { describeZigzagStep, explainZigzagError } from './explain';
import { ZigzagOptionsForm } from './OptionsForm';
import { ZigzagRules } from './Rules';
import { ZigzagScreen, ZigzagSnapshot } from './ZigzagScreen';

export const zigzagWeb: WebGame<
  Zigzag.ZigzagState,
  Zigzag.ZigzagMove,
  Zigzag.ZigzagChance,
  Zigzag.ZigzagOptions,
  Zigzag.ZigzagView
> = {
  definition: zigzag,
  hiddenInformation: false,
  Screen: ZigzagScreen,
  Snapshot: ZigzagSnapshot,
  OptionsForm: ZigzagOptionsForm,
  Rules: ZigzagRules,
  describeStep: describeZigzagStep,
  explainError: explainZigzagError,
};
