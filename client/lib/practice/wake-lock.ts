/**
 * Keeps the screen on while the timer runs, where the browser has the Screen Wake Lock API. The
 * browser drops the lock when the tab is hidden; it is asked for again when the tab shows.
 */
export function keepScreenOn(): () => void {
  let lock: WakeLockSentinel | null = null;
  let released = false;
  const request = async () => {
    if (released || !('wakeLock' in navigator) || document.visibilityState !== 'visible') return;
    try {
      lock = await navigator.wakeLock.request('screen');
    } catch {
      // Refused (battery saver, no permission): the timer keeps time all the same.
    }
  };
  const onVisible = () => void request();
  document.addEventListener('visibilitychange', onVisible);
  void request();
  return () => {
    released = true;
    document.removeEventListener('visibilitychange', onVisible);
    void lock?.release().catch(() => undefined);
  };
}
