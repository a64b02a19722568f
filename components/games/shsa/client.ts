"use client";
import dynamic from "next/dynamic";
import { gated, Loading } from "../hydration-gate";

/**
 * SHSA's client components, as its server components render them: each loads its code when a page
 * draws it (next/dynamic), so no other game's page carries it (components/games/smf/client.ts says why).
 */
export const SheetChangeForm = dynamic(() => import("./sheet/sheet-change-form").then((m) => gated(m.SheetChangeForm)), { loading: Loading });
export const PendingChangeForm = dynamic(() => import("./sheet/pending-change-form").then((m) => gated(m.PendingChangeForm)), { loading: Loading });
export const AddRelationshipForm = dynamic(() => import("./sheet/relationship-forms").then((m) => gated(m.AddRelationshipForm)), { loading: Loading });
export const RelationshipTaskForm = dynamic(() => import("./sheet/relationship-forms").then((m) => gated(m.RelationshipTaskForm)), { loading: Loading });
export const WeekPlanForm = dynamic(() => import("./week/week-forms").then((m) => gated(m.WeekPlanForm)), { loading: Loading });
export const WeekRollForm = dynamic(() => import("./week/week-forms").then((m) => gated(m.WeekRollForm)), { loading: Loading });
export const CloseWeekForm = dynamic(() => import("./week/week-forms").then((m) => gated(m.CloseWeekForm)), { loading: Loading });
export const ConditionForm = dynamic(() => import("./week/week-forms").then((m) => gated(m.ConditionForm)), { loading: Loading });
export const StepForm = dynamic(() => import("./episode/step-form").then((m) => gated(m.StepForm)), { loading: Loading });
export const RemoveStepForm = dynamic(() => import("./episode/step-form").then((m) => gated(m.RemoveStepForm)), { loading: Loading });
export const AftermathForm = dynamic(() => import("./episode/aftermath-form").then((m) => gated(m.AftermathForm)), { loading: Loading });
export const ComebackForm = dynamic(() => import("./episode/aftermath-form").then((m) => gated(m.ComebackForm)), { loading: Loading });
export const MookReturnsForm = dynamic(() => import("./episode/aftermath-form").then((m) => gated(m.MookReturnsForm)), { loading: Loading });
