import { Empty, Tabs, toast, useControllableState } from '@ccms/ui';
import { useId, useMemo } from 'react';
import { usePickersTranslation } from '../i18n/pickersResources';
import {
  CardGrid,
  CategoryHeading,
  CategoryList,
  FlowCard,
  StarButton,
  StartButton,
} from './StartFlowChooser.styles';
import {
  categoryColour,
  favouriteCategories,
  startableCategories,
  toggleFavourite,
  type StartFlow,
  type StartFlowCategory,
} from './startFlow';

export type StartFlowTab = 'all' | 'favourites';

export interface StartFlowChooserProps {
  /** Flow categories with their flows; flows not enabled for PC are left out. */
  categories: readonly StartFlowCategory[];
  /** The favourite flow keys (user config flow_start_List); controlled. */
  favouriteKeys?: readonly string[];
  defaultFavouriteKeys?: readonly string[];
  /**
   * Saves the favourites after a star is pressed. When it rejects, the star goes back and no
   * success message shows (the request layer reports the failure).
   */
  onFavouriteChange?: (
    keys: string[],
    change: { key: string; favourited: boolean },
  ) => void | Promise<unknown>;
  /** Starts a flow (the portal resets the flow state and opens a new-flow tab). */
  onStart: (flow: StartFlow) => void;
  selectedTab?: StartFlowTab;
  defaultSelectedTab?: StartFlowTab;
  onSelectedTabChange?: (tab: StartFlowTab) => void;
  className?: string;
}

const NO_KEYS: readonly string[] = [];

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path
        d="M8 1.5l1.9 4.1 4.5.5-3.4 3 1 4.4L8 11.3l-4 2.2 1-4.4-3.4-3 4.5-.5z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

// ---- FlowCategorySection --------------------------------------------------------------------

interface FlowCategorySectionProps {
  category: StartFlowCategory;
  favourites: ReadonlySet<string>;
  onToggleFavourite: (flow: StartFlow) => void;
  onStart: (flow: StartFlow) => void;
}

function FlowCategorySection({
  category,
  favourites,
  onToggleFavourite,
  onStart,
}: FlowCategorySectionProps) {
  const t = usePickersTranslation();
  const headingId = useId();
  const colour = categoryColour(category.value);
  return (
    <section aria-labelledby={headingId} data-colour={colour}>
      <CategoryHeading id={headingId}>{category.value}</CategoryHeading>
      <CardGrid>
        {category.children.map((flow) => (
          <FlowCard key={flow.id} $colour={colour} data-colour={colour}>
            <StartButton onPress={() => onStart(flow)}>
              {flow.image ? <img src={flow.image} alt="" /> : null}
              {flow.name}
            </StartButton>
            <StarButton
              aria-label={t('startFlowFavourite', { name: flow.name })}
              isSelected={favourites.has(flow.key)}
              onChange={() => onToggleFavourite(flow)}
            >
              <StarIcon filled={favourites.has(flow.key)} />
            </StarButton>
          </FlowCard>
        ))}
      </CardGrid>
    </section>
  );
}

// ---- StartFlowChooser -----------------------------------------------------------------------

/**
 * 发起流程: tabs of all flows and my favourites, flow cards grouped by category in one of five
 * colours, a star to favourite a flow, a press on a card to start it.
 */
export function StartFlowChooser({
  categories,
  favouriteKeys,
  defaultFavouriteKeys = NO_KEYS,
  onFavouriteChange,
  onStart,
  selectedTab,
  defaultSelectedTab = 'all',
  onSelectedTabChange,
  className,
}: StartFlowChooserProps) {
  const t = usePickersTranslation();
  const [keys, setKeys] = useControllableState<readonly string[]>({
    value: favouriteKeys,
    defaultValue: defaultFavouriteKeys,
  });
  const [tab, setTab] = useControllableState<StartFlowTab>({
    value: selectedTab,
    defaultValue: defaultSelectedTab,
    onChange: onSelectedTabChange,
  });
  const startable = useMemo(() => startableCategories(categories), [categories]);
  const favourites = useMemo(() => favouriteCategories(startable, keys), [startable, keys]);
  const favouriteSet = useMemo(() => new Set(keys), [keys]);

  const toggle = async (flow: StartFlow) => {
    const previous = keys;
    const { keys: next, favourited } = toggleFavourite(previous, flow.key);
    setKeys(next);
    try {
      await onFavouriteChange?.(next, { key: flow.key, favourited });
    } catch {
      // A copy: this setter still holds `previous` as its current value and would skip it.
      setKeys([...previous]);
      return;
    }
    toast.success(t(favourited ? 'startFlowFavourited' : 'startFlowUnfavourited'));
  };

  const renderCategories = (list: readonly StartFlowCategory[], emptyText: string) =>
    list.length === 0 ? (
      <Empty description={emptyText} />
    ) : (
      <CategoryList>
        {list.map((category) => (
          <FlowCategorySection
            key={category.value}
            category={category}
            favourites={favouriteSet}
            onToggleFavourite={(flow) => void toggle(flow)}
            onStart={onStart}
          />
        ))}
      </CategoryList>
    );

  return (
    <div className={className}>
      <Tabs
        aria-label={t('startFlowTabs')}
        selectedKey={tab}
        onSelectionChange={(key) => setTab(key as StartFlowTab)}
        items={[
          {
            key: 'all',
            title: t('startFlowAll'),
            content: renderCategories(startable, t('startFlowNoFlows')),
          },
          {
            key: 'favourites',
            title: t('startFlowFavourites'),
            content: renderCategories(favourites, t('startFlowNoFavourites')),
          },
        ]}
      />
    </div>
  );
}
