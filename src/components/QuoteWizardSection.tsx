import { usePage } from '../render/page-context';
import { Island } from '../render/Island';
import QuoteWizard from '../../client/forms/QuoteWizard.island';
import { budgets, quoteProgressKey, quoteSteps, timelines } from '../business/quote-choices';
import { planIds, plans } from '../business/pricing';
import { serviceIds } from '../business/services';
import { quoteStepFields } from '../submissions/quote';
import { planQuery } from '../routes';
import { money } from '../business/format';
import { commonTexts, formIslandBase, useFormPost } from '../submissions/pages.server';
import { budgetRange, timelineRange } from '../submissions/choice-words';

/** The quote wizard: an island with its texts and choices, and what a plain post left. */
export function QuoteWizardSection() {
  const { t, lang, query } = usePage();
  const chosenPlan = planIds.find((id) => id === query.get(planQuery));
  const state = useFormPost('quote');
  const contactNames = Object.keys(quoteStepFields.contact) as (keyof typeof quoteStepFields.contact)[];
  return (
    <section aria-label={t('quote:hero.title')} className="quote-wizard-slot" data-slot="quote-wizard">
      <Island name="QuoteWizard" when="interaction" resume={quoteProgressKey}>
        <QuoteWizard
          {...formIslandBase('quote', state, t, lang)}
          services={serviceIds.map((id) => ({ id, label: t(`serviceNames.${id}`) }))}
          plans={plans.map((plan) => ({
            id: plan.id,
            label: t(`pricing:plans.items.${plan.id}.name`),
            detail: t('shared:price.perMonth', { price: money(lang, plan.price) }),
          }))}
          plan={chosenPlan}
          budgets={budgets.map((budget) => ({
            id: budget.id,
            label: t(`forms:quote.budgets.${budget.key}`),
            detail: budgetRange(t, lang, budget),
          }))}
          timelines={timelines.map((timeline) => ({
            id: timeline.id,
            label: t(`forms:quote.timelines.${timeline.id}`),
            detail: timelineRange(t, lang, timeline),
          }))}
          texts={{
            ...commonTexts(t, lang),
            progress: quoteSteps.map((_, index) => t('forms:quote.progress', { current: index + 1, total: quoteSteps.length })),
            progressLabel: t('forms:quote.progressLabel'),
            plan: { legend: t('forms:quote.plan.legend'), none: t('forms:quote.plan.none') },
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
