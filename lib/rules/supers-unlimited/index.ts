/**
 * The face of the Supers Unlimited rules library (v4.1): what the app's adapters in
 * lib/games/supers-unlimited and its screens use. Rulings SU-R1… are in RULINGS.md beside it.
 */
export * from "./dice";
export * from "./trait-roll-odds";
export * from "./card/card";
export * from "./card/card-schema";
export * from "./card/blank-card";
export * from "./card/card-text";
export * from "./card/derive-card";
export * from "./card/problem";
export * from "./card/talents";
export * from "./card/roster-settings";
export * from "./card/tables";
export * from "./card/validate-card";
export * from "./team/budget";
export * from "./team/formations";
export * from "./team/faction-or-alignment";
export * from "./team/team-leader";
export * from "./team/validate-team";
export * from "./team/default-line-up";
export * from "./gimmicks/gimmicks";
export * from "./gimmicks/gimmick-pool";
export * from "./gimmicks/gimmick-log";
export * from "./set-up/settings";
export * from "./set-up/tables";
export * from "./set-up/roll-off";
export * from "./set-up/determine-deployment";
export * from "./set-up/pick-scenario";
export * from "./set-up/roll-subplots";
export * from "./set-up/roll-objective-types";
export * from "./set-up/roll-plasma-x";
export * from "./set-up/battle-of-wits";
export * from "./scoring/settings";
export * from "./scoring/model-end-state";
export * from "./scoring/scenario-vp";
export * from "./scoring/endgame";
export * from "./scoring/subplot-vp";
export * from "./scoring/score-battle";
export * from "./samples/ace";
export * from "./rules-version";
export * from "./tracker/battle-tracker";
