"use client";

interface TypedDiceFieldsProps {
  /** Makes the inputs' ids unique on the page. */
  slot: string;
  count: number;
  sides: number;
  replacesFaces?: number[];
  /** The die the server refused, if any: marked invalid and described by the message. */
  badDie?: number;
  errorId: string;
}

/**
 * One box per die, one face per box. A text input with a numeric keyboard rather than
 * type="number", which ignores maxLength: typing 4 then 5 gives two dice, not "45". Focus moves
 * on once a box holds a face no further digit could extend (any digit on a D6; "1" waits on a D10+).
 */
export function TypedDiceFields({ slot, count, sides, replacesFaces, badDie, errorId }: TypedDiceFieldsProps) {
  const maxDigits = String(sides).length;
  const idOf = (i: number) => `die-${slot.replace(/[^a-z0-9]/gi, "-")}-${i}`;
  const onInput = (i: number) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const digits = input.value.replace(/\D/g, "").slice(0, maxDigits);
    if (digits !== input.value) input.value = digits;
    const isComplete = digits.length === maxDigits || (digits.length > 0 && Number(digits) * 10 > sides);
    if (isComplete && i + 1 < count) document.getElementById(idOf(i + 1))?.focus();
  };
  return (
    <div className="flex flex-wrap gap-3">
      {Array.from({ length: count }, (_, i) => {
        const id = idOf(i);
        const isBad = badDie === i;
        return (
          <div key={id} className="flex flex-col gap-1">
            <label htmlFor={id} className="text-sm font-semibold">
              Die {i + 1}
              {replacesFaces?.[i] !== undefined ? <span className="font-normal text-stone-600"> (was {replacesFaces[i]})</span> : null}
            </label>
            <input
              id={id}
              name="face"
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={maxDigits}
              autoComplete="off"
              required
              onChange={onInput(i)}
              onFocus={(event) => event.currentTarget.select()}
              aria-invalid={isBad || undefined}
              aria-describedby={isBad ? errorId : undefined}
              className={`h-12 w-16 rounded-md border bg-white px-2 text-center text-xl shadow-sm ${isBad ? "border-red-700" : "border-stone-400"}`}
            />
          </div>
        );
      })}
    </div>
  );
}
