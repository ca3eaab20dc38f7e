import type { Piste } from '@ludimaths/engine';
import { Piste as P } from '@ludimaths/engine';
import { useT } from '../../i18n';

export function PisteOptionsForm({
  value,
  onChange,
}: {
  value: Piste.PisteOptions;
  onChange: (value: Piste.PisteOptions) => void;
}) {
  const t = useT();
  return (
    <fieldset className="field">
      <legend>{t('piste.board')}</legend>
      <div className="segmented">
        {P.BOARD_NAMES.map((board) => (
          <label key={board} className="choice">
            <input
              type="radio"
              name="board"
              value={board}
              checked={value.board === board}
              onChange={() => onChange({ ...value, board })}
            />
            <span>{t(board === 'grande' ? 'piste.boardGrande' : 'piste.boardPetite')}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
