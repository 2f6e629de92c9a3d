import { useRef } from "react";
import { Button, type ButtonProps } from "./button";

/**
 * A button that opens the system's file dialog. The file input itself stays hidden (a browser's
 * own file control cannot be styled) and out of the tab order: the button is what people use.
 * The input keeps `inputLabel`, so tests and tools can hand it files. Its value is cleared after
 * each pick, so choosing the same file again (after an error) is seen again.
 */
export function FilePickerButton({
  accept,
  inputLabel,
  onPick,
  children,
  ...button
}: Omit<ButtonProps, "onClick"> & { accept: string; inputLabel: string; onPick: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        aria-label={inputLabel}
        tabIndex={-1}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          e.target.value = "";
          if (chosen) onPick(chosen);
        }}
      />
      <Button variant="outline" {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
