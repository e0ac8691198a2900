/** How many characters of an item's text a button's accessible name quotes. */
export const EXCERPT_LENGTH = 40;

/**
 * The start of a member's text, on one line, cut at a word with "…" when longer than `max`: what
 * an action's accessible name quotes so a screen reader's list of buttons tells the items apart
 * ("Remover o comentário de Ana: «Olá, tudo…»" rather than ten "Remover").
 */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  if (characters.length <= max) return line;
  const cut = characters.slice(0, max).join('');
  // A cut right before a space ends at a word already; otherwise the word it split goes.
  const atWord = /\s/.test(characters[max] ?? '') ? cut : cut.replace(/\s+\S*$/, '');
  return `${(atWord.length >= max / 2 ? atWord : cut).replace(/[\s,.;:!?—–-]+$/, '')}…`;
}
