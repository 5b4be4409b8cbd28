import { Flex, Radio, Typography } from 'antd';
import type { TalentSort } from '@freelane/shared/contracts';

/** The Ranking orders; the others are Sort By. Both groups set the one server-side order. */
const RANKING_SORTS: readonly TalentSort[] = ['projects', 'rating'];
const isRanking = (sort: TalentSort) => RANKING_SORTS.includes(sort);

interface TalentSortControlsProps {
  sort: TalentSort;
  onChange: (sort: TalentSort) => void;
}

/** Sort By (Newest, Name A–Z) and Ranking (Most projects completed, Top rated): one server-side order. */
export function TalentSortControls({ sort, onChange }: TalentSortControlsProps) {
  return (
    <Flex wrap gap={16} align="center">
      <Flex align="center" gap={8}>
        <Typography.Text id="talent-sort-by">Sort By</Typography.Text>
        <Radio.Group
          aria-labelledby="talent-sort-by"
          name="talent-sort-by"
          optionType="button"
          value={isRanking(sort) ? undefined : sort}
          onChange={(event) => onChange(event.target.value as TalentSort)}
          options={[
            { value: 'newest', label: 'Newest' },
            { value: 'name', label: 'Name A–Z' },
          ]}
        />
      </Flex>
      <Flex align="center" gap={8}>
        <Typography.Text id="talent-ranking">Ranking</Typography.Text>
        <Radio.Group
          aria-labelledby="talent-ranking"
          name="talent-ranking"
          optionType="button"
          value={isRanking(sort) ? sort : undefined}
          onChange={(event) => onChange(event.target.value as TalentSort)}
          options={[
            { value: 'projects', label: 'Most projects completed' },
            { value: 'rating', label: 'Top rated' },
          ]}
        />
      </Flex>
    </Flex>
  );
}
