import { type KeyboardEvent, useEffect, useId, useState } from "react";

/**
 * The company box's suggestions as an ARIA 1.2 combobox with a listbox popup, in place of
 * downshift's `useCombobox` (78 KB before compression, the largest part of /create's first load;
 * docs/performance.md): typing opens the list, the arrow keys move through it (wrapping round),
 * Enter or a click chooses, Escape or leaving the box closes it; the highlighted option is the
 * box's `aria-activedescendant` and scrolls into view. The input's value is the caller's.
 */
export function useCombobox<T>({
  inputId,
  items,
  onInputChange,
  onSelect,
}: {
  inputId: string;
  items: T[];
  onInputChange: (value: string) => void;
  onSelect: (item: T) => void;
}) {
  const base = useId();
  const labelId = `${base}-label`;
  const menuId = `${base}-menu`;
  const itemId = (index: number) => `${base}-item-${index}`;
  const [isOpen, setOpen] = useState(false);
  const [highlightedIndex, setHighlighted] = useState(-1);
  const count = items.length;

  // The highlighted option stays in view as the keys move through a long list.
  useEffect(() => {
    if (highlightedIndex < 0) return;
    document.getElementById(`${base}-item-${highlightedIndex}`)?.scrollIntoView?.({
      block: "nearest",
    });
  }, [base, highlightedIndex]);

  const close = () => {
    setOpen(false);
    setHighlighted(-1);
  };
  const select = (index: number) => {
    const item = items[index];
    close();
    if (item !== undefined) onSelect(item);
  };
  const move = (step: 1 | -1) => {
    setOpen(true);
    if (count === 0) return;
    setHighlighted((index) => {
      if (!isOpen || index < 0) return step === 1 ? 0 : count - 1;
      return (index + step + count) % count;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter" && isOpen && highlightedIndex >= 0) {
      event.preventDefault();
      select(highlightedIndex);
    } else if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      close();
    }
  };

  const active = isOpen && highlightedIndex >= 0 && highlightedIndex < count;
  return {
    isOpen,
    highlightedIndex,
    labelProps: { id: labelId },
    inputProps: {
      id: inputId,
      role: "combobox",
      "aria-autocomplete": "list" as const,
      "aria-expanded": isOpen && count > 0,
      "aria-controls": menuId,
      "aria-labelledby": labelId,
      "aria-activedescendant": active ? itemId(highlightedIndex) : undefined,
      autoComplete: "off",
      onChange: (event: { target: { value: string } }) => {
        setOpen(true);
        setHighlighted(-1);
        onInputChange(event.target.value);
      },
      onKeyDown,
      onClick: () => (isOpen ? close() : setOpen(true)),
      onBlur: close,
    },
    menuProps: {
      id: menuId,
      role: "listbox",
      "aria-labelledby": labelId,
      // A press in the list keeps the focus in the box, so its click can choose.
      onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
    },
    itemProps: (index: number) => ({
      id: itemId(index),
      role: "option",
      "aria-selected": highlightedIndex === index,
      onMouseMove: () => {
        if (highlightedIndex !== index) setHighlighted(index);
      },
      onClick: () => select(index),
    }),
  };
}
