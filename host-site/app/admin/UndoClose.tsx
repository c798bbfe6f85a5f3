import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemDetail, ItemStatus } from '@tod/domain/contracts';
import { ADMIN_COPY } from '@tod/domain/facts';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { adminFetch } from './adminApi.ts';
import { STATUS_LABELS } from './labels.ts';
import { isShortcutKey } from './useCloseKey.ts';

/** An item the `e` key closed: what Undo puts back, and where the focus goes then. */
export interface ClosedByKey {
  id: number;
  name: string;
  previous: ItemStatus;
  /** After Undo: the focus goes back to the item (its row, or its Status menu). */
  onUndone?: () => void;
}

const OfferUndo = createContext<(closed: ClosedByKey) => void>(() => undefined);

/** Offers Undo for an item the `e` key just closed (the list and the item's page call it once the close succeeded). */
export function useOfferUndo(): (closed: ClosedByKey) => void {
  return useContext(OfferUndo);
}

/**
 * The status message of a close made by the `e` key, with its Undo button (and `z`): a polite live region,
 * read out when the close is done, that stays until Undo, Dismiss, Escape or the next close (no timer: a
 * slow reader keeps it). Undo sets the status the item had before.
 */
export function UndoCloseProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [closed, setClosed] = useState<ClosedByKey | null>(null);
  const [undoneText, setUndoneText] = useState('');
  const undo = useMutation({
    mutationFn: (item: ClosedByKey) =>
      adminFetch<ItemDetail>(`/api/admin/items/${item.id}`, { method: 'PATCH', body: { status: item.previous } }),
    onSuccess: async (detail, item) => {
      queryClient.setQueryData(['item', item.id], detail);
      setClosed(null);
      setUndoneText(ADMIN_COPY.undone(item.name, STATUS_LABELS[item.previous]));
      await queryClient.invalidateQueries({ queryKey: ['items'] });
      item.onUndone?.();
    },
  });
  const latest = useRef({ closed, undo: undo.mutate });
  latest.current = { closed, undo: undo.mutate };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const current = latest.current.closed;
      if (!current || !isShortcutKey(event)) return;
      if (event.key === 'z') latest.current.undo(current);
      else if (event.key === 'Escape') setClosed(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const offer = (item: ClosedByKey) => {
    undo.reset();
    setUndoneText('');
    setClosed(item);
  };

  return (
    <OfferUndo.Provider value={offer}>
      {children}
      <div className="admin-toast-slot" role="status" aria-live="polite">
        {closed ? (
          <div className="admin-toast">
            <span>{ADMIN_COPY.closedByKey(closed.name)}</span>
            <button
              type="button"
              className="admin-button admin-button-primary"
              onClick={() => undo.mutate(closed)}
              disabled={undo.isPending}
            >
              {ADMIN_COPY.undo}
            </button>
            <button type="button" className="admin-button" onClick={() => setClosed(null)}>
              {ADMIN_COPY.dismiss}
            </button>
            {undo.isError ? (
              <span className="admin-error" role="alert">
                {ADMIN_COPY.undoFailed}
              </span>
            ) : null}
          </div>
        ) : (
          // Heard, not shown: the item itself is back on screen.
          <span className="visually-hidden">{undoneText}</span>
        )}
      </div>
    </OfferUndo.Provider>
  );
}
