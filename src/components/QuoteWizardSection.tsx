import { usePage } from '../render/page-context';
import { Island } from '../render/Island';
import QuoteWizard from '../../client/islands/QuoteWizard';
import { budgets, quoteSteps, timelines } from '../content/quote';
import { serviceIds } from '../content/services';
import { quoteStepFields } from '../submissions/quote';
import { href, htmlLang } from '../routes';
import type { T } from '../i18n';
import { useFormPost } from '../submissions/post-state.server';
import { commonTexts, initialOf, messageTable } from '../submissions/island-props.server';

/** "Moins de 5 000 $", "5 000–15 000 $", "Over 6 months": a range formatted with Intl in the page's language. */
function range(t: T, { min, max }: { min?: number; max?: number }, format: Intl.NumberFormat): string {
  if (min === undefined) return t('forms:quote.range.under', { max: format.format(max ?? 0) });
  if (max === undefined) return t('forms:quote.range.over', { min: format.format(min) });
  return (format as Intl.NumberFormat & { formatRange(start: number, end: number): string }).formatRange(min, max);
}

/** The quote wizard: an island with its texts and choices, and what a plain post left. */
export function QuoteWizardSection() {
  const { t, lang } = usePage();
  const state = useFormPost('quote');
  const money = new Intl.NumberFormat(htmlLang[lang], { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });
  const months = new Intl.NumberFormat(htmlLang[lang], { style: 'unit', unit: 'month', unitDisplay: 'long' });
  const contactNames = Object.keys(quoteStepFields.contact) as (keyof typeof quoteStepFields.contact)[];
  return (
    <section aria-label={t('quote:hero.title')} className="quote-wizard-slot" data-slot="quote-wizard">
      <Island name="QuoteWizard" when="load">
        <QuoteWizard
          action={href('quote', lang)}
          endpoint="/api/quote"
          lang={lang}
          formKey={crypto.randomUUID()}
          messages={messageTable(t)}
          initial={initialOf(state, t)}
          services={serviceIds.map((id) => ({ id, label: t(`serviceNames.${id}`) }))}
          budgets={budgets.map((budget) => ({
            id: budget.id,
            label: t(`forms:quote.budgets.${budget.key}`),
            detail: range(t, budget, money),
          }))}
          timelines={timelines.map((timeline) => ({
            id: timeline.id,
            label: t(`forms:quote.timelines.${timeline.id}`),
            detail: range(t, timeline, months),
          }))}
          texts={{
            ...commonTexts(t),
            progress: quoteSteps.map((_, index) => t('forms:quote.progress', { current: index + 1, total: quoteSteps.length })),
            progressLabel: t('forms:quote.progressLabel'),
            previous: t('forms:quote.previous'),
            next: t('forms:quote.next'),
            submit: t('forms:quote.submit'),
            steps: Object.fromEntries(
              quoteSteps.map((step) => [
                step,
                { title: t(`forms:quote.steps.${step}.title`), lead: t(`forms:quote.steps.${step}.lead`), short: t(`forms:quote.steps.${step}.short`) },
              ]),
            ) as Record<(typeof quoteSteps)[number], { title: string; lead: string; short: string }>,
            labels: Object.fromEntries(contactNames.map((name) => [name, t(`forms:fields.${name}`)])) as Record<(typeof contactNames)[number], string>,
            success: { title: t('forms:quote.success.title'), description: t('forms:quote.success.description') },
            failure: { title: t('forms:quote.failure.title'), description: t('forms:quote.failure.description') },
            thanks: { title: t('forms:quote.thanks.title'), text: t('forms:quote.thanks.text'), again: t('forms:quote.thanks.again') },
          }}
        />
      </Island>
    </section>
  );
}
