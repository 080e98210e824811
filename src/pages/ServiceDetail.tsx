import { PageHero } from '../components/PageHero';
import { usePage } from '../render/page-context';
import type { ServiceId } from '../content/services';

export function ServiceDetailPage({ slug }: { slug: ServiceId }) {
  const { t } = usePage();
  return <PageHero title={t(`serviceNames.${slug}`)} lead={t(`services:items.${slug}.subtitle`)} />;
}
