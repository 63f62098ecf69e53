/** After a navigation: the element named by the hash, below the fixed navbar, else the top. */
export function scrollToLocation(location: { hash: string }): void {
  const id = location.hash ? safeDecode(location.hash.slice(1)) : '';
  const target = id ? document.getElementById(id) : null;
  if (target) {
    target.scrollIntoView();
  } else {
    window.scrollTo(0, 0);
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
