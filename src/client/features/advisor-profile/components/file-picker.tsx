import { useState, type ReactNode } from 'react';

interface FilePickerProps {
  accept: string;
  onFile: (file: File) => void;
  /** Renders the visible controls; call `open()` to show the system file chooser. */
  children: (open: () => void) => ReactNode;
}

/** A hidden file input driven by visible buttons; the value is cleared so the same file can be chosen again. */
export function FilePicker({ accept, onFile, children }: FilePickerProps) {
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  return (
    <>
      {children(() => input?.click())}
      <input
        ref={setInput}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
