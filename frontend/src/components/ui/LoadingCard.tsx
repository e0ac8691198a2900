import { Card } from './Card';
import { Spinner } from './Spinner';

/** A card with a large spinner and its label, standing in for a screen's content while it loads. */
export function LoadingCard({ label }: { label: string }) {
  return (
    <Card className="loading-card">
      <Spinner size="lg" label={label} showLabel />
    </Card>
  );
}
