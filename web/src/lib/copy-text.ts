/**
 * Puts text on the clipboard. The Clipboard API exists only in secure contexts (HTTPS or
 * localhost); a server reached over plain HTTP on a local network gets the older selection copy.
 * Resolves to whether the text was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Denied (e.g. the page lost focus): try the selection copy below.
    }
  }
  return copyBySelection(text);
}

function copyBySelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    // Deprecated, but the only way to copy without the Clipboard API.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}
