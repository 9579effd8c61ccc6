import { useCallback, useSyncExternalStore } from 'react';

// Same-tab writes do not fire the 'storage' event, so writes here announce themselves with this one.
const LOCAL_CHANGE_EVENT = 'vozimo:local-storage';
// Where values live when the browser refuses storage (privacy mode): they last until reload.
const memoryFallback = new Map<string, string>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memoryFallback.get(key) ?? null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    if (value === null) memoryFallback.delete(key);
    else memoryFallback.set(key, value);
  }
  window.dispatchEvent(new CustomEvent(LOCAL_CHANGE_EVENT, { detail: key }));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(LOCAL_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(LOCAL_CHANGE_EVENT, onChange);
  };
}

/** A raw string in localStorage, shared by every component that reads the same key (and other tabs). */
export function useLocalStorageValue(key: string): [string | null, (value: string | null) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const setValue = useCallback((next: string | null) => write(key, next), [key]);
  return [value, setValue];
}
