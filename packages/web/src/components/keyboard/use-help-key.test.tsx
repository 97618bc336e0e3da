// '?' asks for the shortcuts from the page, never from what the user is typing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, renderHook } from '@testing-library/react';
import { useHelpKey } from './use-help-key';

afterEach(cleanup);

describe('useHelpKey', () => {
  it("answers '?' pressed on the page", () => {
    const onHelp = vi.fn();
    renderHook(() => useHelpKey(onHelp));
    fireEvent.keyDown(document.body, { key: '?' });
    expect(onHelp).toHaveBeenCalledTimes(1);
  });

  it("leaves '?' alone in a field, in a dialog, with a modifier, or while switched off", () => {
    const onHelp = vi.fn();
    const { rerender } = renderHook(({ enabled }) => useHelpKey(onHelp, enabled), { initialProps: { enabled: true } });
    const { getByRole } = render(
      <>
        <input aria-label="Asunto" />
        <div role="dialog">
          <button type="button">Cerrar</button>
        </div>
      </>,
    );
    fireEvent.keyDown(getByRole('textbox', { name: 'Asunto' }), { key: '?' });
    fireEvent.keyDown(getByRole('button', { name: 'Cerrar' }), { key: '?' });
    fireEvent.keyDown(document.body, { key: '?', ctrlKey: true });
    rerender({ enabled: false });
    fireEvent.keyDown(document.body, { key: '?' });
    expect(onHelp).not.toHaveBeenCalled();
  });
});
