import { describe, expect, it } from 'vitest';
import { sameProblem } from './sameProblem';

describe('sameProblem', () => {
  it.each([
    { people: [], groups: [] },
    {
      people: [
        { name: 'Teemu', key: 'noWaiver', problem: 'A' },
        { name: 'Paula', key: 'noWaiver', problem: 'A' },
        { name: 'Veera', key: 'noWaiver', problem: 'A' },
      ],
      groups: [{ key: 'noWaiver', names: ['Teemu', 'Paula', 'Veera'], problem: 'A' }],
    },
    {
      people: [
        { name: 'Teemu', key: 'a', problem: 'A' },
        { name: 'Paula', key: 'b', problem: 'B' },
        { name: 'Veera', key: 'a', problem: 'A' },
      ],
      groups: [
        { key: 'a', names: ['Teemu', 'Veera'], problem: 'A' },
        { key: 'b', names: ['Paula'], problem: 'B' },
      ],
    },
  ])('groups $people.length people into $groups.length warnings', ({ people, groups }) => {
    expect(sameProblem(people)).toEqual(groups);
  });
});
