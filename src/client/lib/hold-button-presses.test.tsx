import { describe, expect, it, vi } from 'vitest';
import { holdButtonPresses } from './hold-button-presses';

/** Server-like markup: a header with a link and the page's buttons; `onPress` is what the application attaches. */
function markup(root: HTMLElement, onPress: (name: string) => void = () => undefined) {
  root.innerHTML =
    '<header><a href="#top">Home</a></header><main><h1>Pricing</h1><div><button>Compare</button><button>Manage subscription</button></div></main>';
  for (const button of root.querySelectorAll('button'))
    button.addEventListener('click', () => onPress(button.textContent ?? ''));
}

function setUp() {
  const root = document.body.appendChild(document.createElement('div'));
  const heard = vi.fn();
  const release = holdButtonPresses(root, heard);
  return { root, heard, release };
}

describe('a press made before the application has taken the page', () => {
  it('is held, and pressed again on release', () => {
    const { root, heard, release } = setUp();
    const pressed = vi.fn();
    markup(root);
    root.querySelector('main button:last-child')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(heard).toHaveBeenCalledOnce();
    // The application attaches its handlers, then takes over.
    root.querySelector('main button:last-child')!.addEventListener('click', pressed);
    release();
    expect(pressed).toHaveBeenCalledOnce();
    root.remove();
  });

  it('reaches the button that replaced it when part of the page was rendered again', () => {
    const { root, release } = setUp();
    markup(root);
    root.querySelector('main button:last-child')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const pressed = vi.fn();
    markup(root, pressed);
    release();
    expect(pressed.mock.calls).toEqual([['Manage subscription']]);
    root.remove();
  });

  it('presses nothing when what now stands there is another button', () => {
    const { root, release } = setUp();
    markup(root);
    root.querySelector('main button:last-child')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const pressed = vi.fn();
    markup(root, pressed);
    root.querySelector('main button:last-child')!.textContent = 'Cancel plan';
    release();
    expect(pressed).not.toHaveBeenCalled();
    root.remove();
  });

  it('lets links and presses after the release through untouched', () => {
    const { root, release } = setUp();
    const pressed = vi.fn();
    markup(root, pressed);
    const link = root.querySelector('a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    release();
    expect(pressed).not.toHaveBeenCalled();
    root.querySelector('button')!.click();
    expect(pressed.mock.calls).toEqual([['Compare']]);
    root.remove();
  });
});
