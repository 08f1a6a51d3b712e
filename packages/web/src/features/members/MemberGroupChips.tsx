import { countMemberGroups, type MemberGroup, type MemberGroupFlags } from '@dz/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const groups: MemberGroup[] = [
  'jumpers',
  'students',
  'tandemStudents',
  'instructors',
  'pilots',
  'clubMembers',
];

interface MemberGroupChipsProps {
  members: readonly MemberGroupFlags[];
  /** The group the list is limited to; null for all. */
  selected: MemberGroup | null;
  onSelect: (group: MemberGroup | null) => void;
}

/** The members list's header: how many members each group has; a chip also limits the list to its group. */
export function MemberGroupChips({ members, selected, onSelect }: MemberGroupChipsProps) {
  const { t } = useTranslation();
  const counts = countMemberGroups(members);
  return (
    <Box
      role="group"
      aria-label={t('members.groups.label')}
      data-testid="member-counts"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      {groups.map((group) => {
        const isSelected = selected === group;
        return (
          <Chip
            key={group}
            data-group={group}
            label={`${t(`members.groups.${group}`)} ${counts[group]}`}
            color={isSelected ? 'primary' : 'default'}
            variant={isSelected ? 'filled' : 'outlined'}
            aria-pressed={isSelected}
            onClick={() => onSelect(isSelected ? null : group)}
          />
        );
      })}
    </Box>
  );
}
