/**
 * A button pressed on server-rendered markup before the application is there would do nothing (on a slow phone that
 * can be seconds): hold the click, and press the button again once the page is hydrated and its handlers are attached.
 * Links need no help: they navigate. `onPress` hears every click. Returns the release, which presses the held button.
 *
 * Should React have rendered part of the page again (markup that differed from its first render), the held button was
 * replaced: the release then presses the button now at the same place in the page, if it reads the same.
 */
export function holdButtonPresses(root: HTMLElement, onPress: () => void): () => void {
  let pressed: { button: HTMLElement; path: number[]; text: string } | undefined;
  const holdClick = (event: MouseEvent) => {
    onPress();
    const button = (event.target as Element | null)?.closest<HTMLElement>('button, [role="button"]');
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pressed = { button, path: pathFrom(root, button), text: button.textContent ?? '' };
  };
  document.addEventListener('click', holdClick, true);
  return () => {
    document.removeEventListener('click', holdClick, true);
    if (!pressed) return;
    const { button, path, text } = pressed;
    pressed = undefined;
    if (button.isConnected) return button.click();
    const replacement = elementAt(root, path);
    if (replacement?.matches('button, [role="button"]') && replacement.textContent === text)
      replacement.click();
  };
}

/** The child positions leading from `root` down to `element`. */
function pathFrom(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node !== root && node.parentElement; node = node.parentElement)
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  return path;
}

function elementAt(root: Element, path: number[]): HTMLElement | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement ? node : undefined;
}
