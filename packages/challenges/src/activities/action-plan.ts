import type { I18n } from '@lingui/core';
import { callLabel, textLabel } from '../contact-links';
import { pagesI18n } from '../pages-i18n';
import type { Activity, ActivityAnswers } from './activity-types';

/** The personal action plan built from a visitor's answers. */
export interface ActionPlan {
  /** For each step answered: the question and the labels of what was chosen. */
  summary: readonly { question: string; chosen: readonly string[] }[];
  /**
   * What to do, without repeats: the steps of a choice marked `first` (help needed today), then
   * the others in the order of the questions and choices.
   */
  steps: readonly string[];
  /** Matching services (resource ids), most specific first, without repeats. */
  resourceIds: readonly string[];
  /** The visitor's own notes, with the question each was written under. */
  notes: readonly { question: string; note: string }[];
}

/**
 * Builds the plan: the steps and services of every chosen answer, then the activity's own
 * services, then the notes. Answers naming a step or choice the activity lacks are ignored.
 */
export function buildActionPlan(activity: Activity, answers: ActivityAnswers): ActionPlan {
  const summary: { question: string; chosen: string[] }[] = [];
  const steps: string[] = [];
  const resourceIds: string[] = [];
  const notes: { question: string; note: string }[] = [];
  const addUnique = (list: string[], items: readonly string[]) => {
    for (const item of items) if (!list.includes(item)) list.push(item);
  };

  const chosenIn = (step: Activity['steps'][number]) =>
    step.choices.filter((choice) => answers[step.id]?.choices.includes(choice.id));
  for (const choice of activity.steps.flatMap(chosenIn).filter((each) => each.first)) {
    addUnique(steps, choice.planSteps);
    addUnique(resourceIds, choice.resourceIds);
  }

  for (const step of activity.steps) {
    const answer = answers[step.id];
    if (!answer) continue;
    const chosen = chosenIn(step);
    if (chosen.length > 0) {
      summary.push({ question: step.question, chosen: chosen.map((choice) => choice.label) });
    }
    for (const choice of chosen) {
      addUnique(steps, choice.planSteps);
      addUnique(resourceIds, choice.resourceIds);
    }
    const note = answer.note.trim();
    if (note) notes.push({ question: step.question, note });
  }
  addUnique(resourceIds, activity.alwaysResourceIds);
  return { summary, steps, resourceIds, notes };
}

/** A service as the plain-text plan lists it. */
export interface PlanTextService {
  id: string;
  name: string;
  phone?: { display: string };
  text?: { display: string };
  url?: string;
}

/** The plan as plain text, for copying into a note or a message to oneself. */
export function actionPlanText(
  title: string,
  plan: ActionPlan,
  services: readonly PlanTextService[],
  i18n: I18n = pagesI18n(),
): string {
  const english = i18n.locale === 'en';
  const lines: string[] = [i18n._('planText.title', { title }), ''];
  if (plan.steps.length > 0) {
    lines.push(i18n._('planText.will'));
    plan.steps.forEach((step, index) => lines.push(`${index + 1}. ${step}`));
    lines.push('');
  }
  const byId = new Map(services.map((service) => [service.id, service]));
  const listed = plan.resourceIds.flatMap((id) => {
    const service = byId.get(id);
    return service ? [service] : [];
  });
  if (listed.length > 0) {
    lines.push(i18n._('planText.services'));
    for (const service of listed) {
      const contact = [
        service.phone && english
          ? /^(call|dial)\b/i.test(service.phone.display)
            ? service.phone.display
            : `call ${service.phone.display}`
          : service.phone
            ? callLabel(service.phone, i18n.locale)
            : null,
        service.text && english
          ? /^text\b/i.test(service.text.display)
            ? service.text.display
            : `text ${service.text.display}`
          : service.text
            ? textLabel(service.text, i18n.locale)
            : null,
        service.url ?? null,
      ].filter((part): part is string => part !== null);
      lines.push(`- ${service.name}${contact.length > 0 ? `: ${contact.join(', ')}` : ''}`);
    }
    lines.push('');
  }
  if (plan.notes.length > 0) {
    lines.push(i18n._('planText.notes'));
    for (const { question, note } of plan.notes) lines.push(`- ${question} ${note}`);
    lines.push('');
  }
  lines.push(i18n._('plan.safety'));
  return lines.join('\n');
}
