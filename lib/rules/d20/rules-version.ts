/** Which version of these rules produced a stored result; goes up when a rule changes how stored results read. */
export const D20_RULES_VERSION = 1;
