import { cleanup, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusTrap } from './focus-trap';

afterEach(cleanup);

function Page() {
  const box = useRef<HTMLDivElement>(null);
  useFocusTrap(box);
  return (
    <>
      <button type="button">behind</button>
      <div ref={box} role="dialog" aria-modal="true">
        <button type="button">close</button>
        <a href="#/rules/piste">the rules</a>
        <button type="button" disabled>
          disabled
        </button>
        <div inert>
          <button type="button">inert</button>
        </div>
        <button type="button">last</button>
      </div>
    </>
  );
}

describe('a focus trap', () => {
  it('sends Tab from the last stop to the first, Shift+Tab from the first to the last', () => {
    const { getByText } = render(<Page />);
    const [close, last] = [getByText('close'), getByText('last')];
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('leaves the browser’s order alone inside, and brings a focus that got out back in', () => {
    const { getByText } = render(<Page />);
    const close = getByText('close');
    close.focus();
    // Not at an end: the browser moves the focus itself (the event is not cancelled).
    expect(fireEvent.keyDown(close, { key: 'Tab' })).toBe(true);
    expect(document.activeElement).toBe(close);
    const behind = getByText('behind');
    behind.focus();
    fireEvent.keyDown(behind, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    behind.focus();
    fireEvent.keyDown(behind, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(getByText('last'));
  });
});
