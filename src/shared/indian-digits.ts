/**
 * Digits as Indians type them, in any of India's scripts: Devanagari (०–९), Bengali (০–৯), Odia
 * (୦–୯) and the others. Each script's Unicode block is 0x80 wide from U+0900 and keeps its ten
 * digits at the same place in it (offsets 0x66–0x6F), so one rule reads them all.
 */
const FIRST_INDIC_BLOCK = 0x900;
const LAST_INDIC_DIGIT = 0xd6f;
const BLOCK_SIZE = 0x80;
const DIGIT_ZERO_OFFSET = 0x66;

/** `text` with every digit of an Indian script written as an ASCII digit ('৯৮৩০০' → '98300'). */
export function withAsciiDigits(text: string): string {
  return text.replace(/[\u0966-\u0d6f]/g, (character) => {
    const codePoint = character.charCodeAt(0);
    if (codePoint > LAST_INDIC_DIGIT) return character;
    const offset = (codePoint - FIRST_INDIC_BLOCK) % BLOCK_SIZE;
    const digit = offset - DIGIT_ZERO_OFFSET;
    return digit >= 0 && digit <= 9 ? String(digit) : character;
  });
}
