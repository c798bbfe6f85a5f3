import type { Command, Commands } from './App.tsx';

/** Commands from `window.TOD`, held until the UI subscribes (its effects run after the first paint). */
export function createCommandBus(): Commands & { send(command: Command): void } {
  const listeners = new Set<(command: Command) => void>();
  const pending: Command[] = [];
  return {
    subscribe(listener) {
      listeners.add(listener);
      for (const command of pending.splice(0)) listener(command);
      return () => listeners.delete(listener);
    },
    send(command) {
      if (listeners.size === 0) pending.push(command);
      for (const listener of listeners) listener(command);
    },
  };
}
