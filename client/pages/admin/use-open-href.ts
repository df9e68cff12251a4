import { useLocation } from 'react-router';

/**
 * The current list's address with `open` set to one row (or removed): a list and the row opened
 * from it share one address, so the back button and a shared link keep both.
 */
export function useOpenHref() {
  const { pathname, search } = useLocation();
  return (id: string | null) => {
    const params = new URLSearchParams(search);
    if (id) params.set('open', id);
    else params.delete('open');
    const text = params.toString();
    return text ? `${pathname}?${text}` : pathname;
  };
}
