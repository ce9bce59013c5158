import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor';

function PositionFields() {
  const [description, setDescription] = useState('Chair our audit committee.');
  return (
    <>
      <label htmlFor="description">Job description</label>
      <RichTextEditor id="description" value={description} onChange={setDescription} />
      <label htmlFor="url">External job URL</label>
      <input id="url" type="url" />
    </>
  );
}

// Animation frames held back and run on demand: the order a busy phone (or a loaded CI machine) produces when the
// frame after a click comes only once the user has moved on.
function holdAnimationFrames() {
  const held: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    held.push(callback);
    return held.length;
  });
  return () => held.splice(0).forEach((callback) => callback(performance.now()));
}

afterEach(() => vi.restoreAllMocks());

describe('RichTextEditor', () => {
  it('selects the inserted markup at once, so the next button or typing works on it', async () => {
    const user = userEvent.setup();
    render(<PositionFields />);
    const description = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Job description' });
    description.setSelectionRange(0, description.value.length);
    await user.click(screen.getByRole('button', { name: 'Paragraph' }));

    expect(description.value).toBe('<p>Chair our audit committee.</p>');
    expect(document.activeElement).toBe(description);
    expect(description.value.slice(description.selectionStart, description.selectionEnd)).toBe(
      '<p>Chair our audit committee.</p>',
    );
  });

  it('never takes the focus back after the user moved to another field (what they type stays there)', async () => {
    const runHeldFrames = holdAnimationFrames();
    const user = userEvent.setup();
    render(<PositionFields />);
    const description = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Job description' });
    const url = screen.getByRole<HTMLInputElement>('textbox', { name: 'External job URL' });
    description.setSelectionRange(0, description.value.length);
    await user.click(screen.getByRole('button', { name: 'Paragraph' }));

    url.focus();
    runHeldFrames();
    await user.keyboard('not a link');

    expect(url.value).toBe('not a link');
    expect(description.value).toBe('<p>Chair our audit committee.</p>');
  });
});
