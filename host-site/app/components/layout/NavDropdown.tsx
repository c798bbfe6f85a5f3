import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { createHoverIntent } from '../../lib/header/hoverIntent.ts';
import { Icon } from '../Icon.tsx';

type OpenedBy = 'hover' | 'click' | 'focus';

/**
 * A desktop menu dropdown (SPEC §2 'Menu behaviour'): opens on hover after 200 ms, on click, or on
 * keyboard focus; closes on Escape, on pointer leave (when hover opened it), on an outside click and
 * when focus leaves it.
 */
export function NavDropdown({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const pointerDown = useRef(false);
  const refocusing = useRef(false);
  const hover = useMemo(() => createHoverIntent(() => setOpenedBy((current) => current ?? 'hover')), []);
  const open = openedBy !== null;

  useEffect(() => () => hover.dispose(), [hover]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenedBy(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    hover.leave();
    setOpenedBy(null);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opens the menu for a mouse; keyboards and taps use the button
    <div
      ref={rootRef}
      className="nav-dropdown"
      data-open={open || undefined}
      onMouseEnter={hover.enter}
      onMouseLeave={() => {
        hover.leave();
        setOpenedBy((current) => (current === 'hover' ? null : current));
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        close();
        refocusing.current = true;
        triggerRef.current?.focus();
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpenedBy(null);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className="nav-dropdown__trigger"
        aria-expanded={open}
        aria-controls={id}
        onPointerDown={() => {
          pointerDown.current = true;
        }}
        onFocus={() => {
          // Keyboard focus opens the menu; focus that comes with a click, or our own return of focus after Escape, does not.
          if (!pointerDown.current && !refocusing.current) setOpenedBy((current) => current ?? 'focus');
          pointerDown.current = false;
          refocusing.current = false;
        }}
        onClick={() => {
          hover.leave();
          // A click on a menu that hover just opened pins it open instead of closing it under the pointer;
          // Enter or Space on a menu that keyboard focus just opened pins it too, so the key never closes it.
          setOpenedBy((current) => (current === 'click' ? null : 'click'));
        }}
      >
        {label}
        <Icon name="chevron" size={16} />
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: closes the menu once one of its links is followed, and Enter on a link fires this click too */}
      <div
        id={id}
        className="nav-dropdown__panel"
        hidden={!open}
        onClick={(event) => (event.target as HTMLElement).closest('a') && close()}
      >
        {children}
      </div>
    </div>
  );
}
