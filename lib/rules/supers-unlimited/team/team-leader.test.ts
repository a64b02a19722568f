import { describe, expect, test } from "vitest";
import { member } from "../samples/test-members";
import { resolveTeamLeader, teamLeader } from "./team-leader";

const leads = (name: string, level: number) => member(name, level, { abilities: ["Leadership"] });

describe("the Team Leader (SU L384, Ruling SU-R35)", () => {
  test("the highest-Level character with Leadership, even over a higher Level without it", () => {
    expect(teamLeader([member("Titan", 9), leads("Captain", 5), leads("Sergeant", 3)])).toEqual({
      kind: "leader",
      leader: { id: "captain", name: "Captain", level: 5 },
      byLeadership: true,
    });
  });

  test("without Leadership, the highest Level", () => {
    expect(teamLeader([member("Ace", 4), member("Titan", 9), member("Goon", 2)])).toEqual({
      kind: "leader",
      leader: { id: "titan", name: "Titan", level: 9 },
      byLeadership: false,
    });
  });

  test("a tie: the owner chooses among the candidates", () => {
    expect(teamLeader([member("Ace", 6), member("Blue", 6), member("Goon", 2)])).toEqual({
      kind: "tie",
      candidates: [
        { id: "ace", name: "Ace", level: 6 },
        { id: "blue", name: "Blue", level: 6 },
      ],
      byLeadership: false,
    });
  });

  test("a tie among those with Leadership leaves out higher Levels without it", () => {
    const leader = teamLeader([member("Titan", 9), leads("Captain", 5), leads("Major", 5)]);
    expect(leader.kind === "tie" ? leader.candidates.map((c) => c.name) : leader).toEqual(["Captain", "Major"]);
  });

  test("no team, no leader", () => {
    expect(teamLeader([])).toEqual({ kind: "none" });
  });

  test("resolving the owner's choice", () => {
    const tied = [member("Ace", 6), member("Blue", 6), member("Goon", 2)];
    expect(resolveTeamLeader(tied, null)).toMatchObject({ kind: "owner-chooses" });
    expect(resolveTeamLeader(tied, "blue")).toEqual({ kind: "leader", leader: { id: "blue", name: "Blue", level: 6 } });
    expect(resolveTeamLeader(tied, "goon")).toMatchObject({ kind: "not-eligible" });
    expect(resolveTeamLeader([member("Ace", 6)], null)).toMatchObject({ kind: "leader", leader: { name: "Ace" } });
  });
});
