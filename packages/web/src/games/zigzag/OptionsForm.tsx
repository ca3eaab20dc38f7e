import type { Zigzag } from '@ludimaths/engine';
import { useT } from '../../i18n';

const DEFAULT_SEED = 'zigzag';

/** Board choice: the standard board, or a fair board generated from a word (same word, same board). */
export function ZigzagOptionsForm({
  value,
  onChange,
}: {
  value: Zigzag.ZigzagOptions;
  onChange: (value: Zigzag.ZigzagOptions) => void;
}) {
  const t = useT();
  const board = value.board;
  const seed = board.kind === 'generated' ? board.seed : '';
  return (
    <fieldset className="field">
      <legend>{t('zigzag.optBoard')}</legend>
      <div className="segmented">
        <label className="choice">
          <input
            type="radio"
            name="zigzag-board"
            value="standard"
            checked={board.kind === 'standard'}
            onChange={() => onChange({ ...value, board: { kind: 'standard' } })}
            data-testid="board-standard"
          />
          <span>{t('zigzag.optStandard')}</span>
        </label>
        <label className="choice">
          <input
            type="radio"
            name="zigzag-board"
            value="generated"
            checked={board.kind === 'generated'}
            onChange={() => onChange({ ...value, board: { kind: 'generated', seed: DEFAULT_SEED } })}
            data-testid="board-generated"
          />
          <span>{t('zigzag.optGenerated')}</span>
        </label>
      </div>
      {board.kind === 'generated' && (
        <label className="text-field">
          {t('zigzag.optSeed')}
          <input
            type="text"
            value={seed}
            maxLength={200}
            data-testid="board-seed"
            aria-describedby="zz-seed-hint"
            onChange={(event) =>
              onChange({ ...value, board: { kind: 'generated', seed: event.target.value } })
            }
          />
          <span id="zz-seed-hint" className="hint zz-seed-hint">
            {t('zigzag.optSeedHint')}
          </span>
        </label>
      )}
    </fieldset>
  );
}
