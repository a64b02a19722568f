import type { Problems } from "./builder-fields";
import type { SuCardForm } from "./card-form-model";

/** What each section of the builder gets: the form, a way to change part of it, and the problems. */
export interface SectionProps {
  form: SuCardForm;
  update: (patch: Partial<SuCardForm>) => void;
  p: Problems;
}
