import { useTranslation } from 'react-i18next';
import { BlockMenuItem } from '../blocks/BlockMemberButton';
import { ItemMenu } from '../ui/ItemMenu';
import { ReportMenuItem } from './ReportMenuItem';

export interface CorrectionsItemMenuProps {
  /** A text, a correction of it or a reply under a correction. */
  type: 'writing' | 'correction' | 'writing_reply';
  id: string;
  /** Who wrote it (`BlockMenuItem` offers nothing for a removed member's item). */
  author: { id: string; name: string };
  /** After the block: e.g. the page drops the member's items it already shows. */
  onBlocked?: (memberId: string) => void;
}

/**
 * The ⋯ menu of a text, a correction or a reply on `/correcoes/{id}`, as on a post, a comment or a
 * chat message (ADR 0105): Denunciar and Bloquear, each rendering nothing on the reader's own item
 * or for a guest, so the menu shows only when one of them applies.
 */
export function CorrectionsItemMenu({ type, id, author, onBlocked }: CorrectionsItemMenuProps) {
  const { t } = useTranslation('flags');
  return (
    <ItemMenu label={t(`menu.${type}`, { name: author.name })}>
      <ReportMenuItem target={{ type, id }} authorId={author.id} />
      <BlockMenuItem memberId={author.id} name={author.name} {...(onBlocked ? { onBlocked } : {})} />
    </ItemMenu>
  );
}
