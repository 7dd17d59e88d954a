import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  PASSWORD_IN_BODY,
  type Club,
  type ClubSave,
  type Member,
  type MemberLevel,
  type MemberLevelSave,
  type MemberSave,
} from '@ccms/api-client';
import type { SelectKey, SelectOption } from '@ccms/ui';
import { useMemo } from 'react';
import { api } from '../../../api/client';
import { useAreaTree } from '../area/areaQueries';
import { areaPaths } from '../area/areaTree';
import { useAdminMutation } from '../shared/useAdminMutation';
import { useCan } from '../shared/useCan';

/** Clubs and members: 20 a page, as the other administration lists. */
export const CLUB_PAGE_SIZE = 20;
/** The contract's page limit: what one request may list for a select (levels, members). */
const OPTIONS_LIMIT = 500;

/** Everything under `club` (clubs, members, levels): a change to one refreshes the others' counts. */
export const clubKeys = {
  all: ['admin', 'club'] as const,
  clubs: ['admin', 'club', 'clubs'] as const,
  clubMembers: (id: string) => ['admin', 'club', 'clubs', id, 'members'] as const,
  members: ['admin', 'club', 'members'] as const,
  memberOptions: ['admin', 'club', 'members', 'options'] as const,
  levels: ['admin', 'club', 'levels'] as const,
};

const orNothing = (text: string) => text.trim() || undefined;

/** A single select's value as the contract's id (null: none chosen). */
export const asId = (value: SelectKey | null): string | null =>
  value === null ? null : String(value);

// ── Clubs ──────────────────────────────────────────────────────────────────────

export interface ClubFilter {
  name: string;
  areaId: string | null;
}
export const NO_CLUB_FILTER: ClubFilter = { name: '', areaId: null };

export function useClubPage(filter: ClubFilter, pageNo: number) {
  const name = orNothing(filter.name);
  const params = { ...(name ? { name } : {}), ...(filter.areaId ? { areaId: filter.areaId } : {}) };
  return useQuery({
    queryKey: [...clubKeys.clubs, params, pageNo],
    queryFn: () => api.club.clubQueryList({ body: { pageNo, pageSize: CLUB_PAGE_SIZE, params } }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveClub(onSaved: () => void) {
  return useAdminMutation<ClubSave, Club>({
    run: (body) => api.club.clubSave({ body }),
    invalidates: [clubKeys.all],
    onSuccess: onSaved,
  });
}

export function useDeleteClub() {
  return useAdminMutation<string, null>({
    run: (id) => api.club.clubDelete({ params: { id } }),
    invalidates: [clubKeys.all],
  });
}

export function useClubMemberIds(id: string) {
  return useQuery({
    queryKey: clubKeys.clubMembers(id),
    queryFn: () => api.club.clubMemberIds({ params: { id } }),
  });
}

export function useSaveClubMembers(id: string, onSaved: () => void) {
  return useAdminMutation<string[], Club>({
    run: (body) => api.club.clubSaveMembers({ params: { id }, body }),
    invalidates: [clubKeys.all],
    onSuccess: onSaved,
  });
}

// ── Members ────────────────────────────────────────────────────────────────────

export interface MemberFilter {
  keyword: string;
  levelId: string | null;
  areaId: string | null;
}
export const NO_MEMBER_FILTER: MemberFilter = { keyword: '', levelId: null, areaId: null };

export function useMemberPage(filter: MemberFilter, pageNo: number) {
  const keyword = orNothing(filter.keyword);
  const params = {
    ...(keyword ? { keyword } : {}),
    ...(filter.levelId ? { levelId: filter.levelId } : {}),
    ...(filter.areaId ? { areaId: filter.areaId } : {}),
  };
  return useQuery({
    queryKey: [...clubKeys.members, params, pageNo],
    queryFn: () =>
      api.member.memberQueryList({ body: { pageNo, pageSize: CLUB_PAGE_SIZE, params } }),
    placeholderData: keepPreviousData,
  });
}

/** A member as a select shows them: the name, and the phone that tells namesakes apart. */
export const memberLabel = (member: Pick<Member, 'name' | 'phone'>) =>
  `${member.name}（${member.phone}）`;

/** The company's members as select options (the first 500); needs member:view. */
export function useMemberOptions(enabled: boolean) {
  const query = useQuery({
    queryKey: clubKeys.memberOptions,
    queryFn: async () => {
      const page = await api.member.memberQueryList({
        body: { pageNo: 1, pageSize: OPTIONS_LIMIT },
      });
      return page.data.map((member) => ({ value: member.id, label: memberLabel(member) }));
    },
    enabled,
  });
  return { options: query.data ?? [], isLoading: query.isLoading && enabled };
}

export function useSaveMember(onSaved: () => void) {
  return useAdminMutation<MemberSave, Member>({
    run: (body) => api.member.memberSave({ body }),
    invalidates: [clubKeys.all],
    onSuccess: onSaved,
  });
}

export function useDeleteMember() {
  return useAdminMutation<string, null>({
    run: (id) => api.member.memberDelete({ params: { id } }),
    invalidates: [clubKeys.all],
  });
}

/** The password travels in the body, "-" in the path, so it stays out of URLs and logs. */
export function useResetMemberPassword(id: string) {
  return useAdminMutation<string, null>({
    run: (password) =>
      api.member.memberResetPassword({
        params: { id, password: PASSWORD_IN_BODY },
        body: { password },
      }),
    // The answer dialog shows the password; a toast on top would repeat it.
    successMessage: false,
  });
}

// ── Member levels ──────────────────────────────────────────────────────────────

const NO_LEVELS: readonly MemberLevel[] = [];

/** Every level of the company in sort order (companies keep a handful). */
export function useMemberLevels(enabled = true) {
  const query = useQuery({
    queryKey: clubKeys.levels,
    queryFn: async () =>
      (
        await api.member.memberLevelQueryList({
          body: { pageNo: 1, pageSize: OPTIONS_LIMIT, orderBy: 'sort', order: 'ASC' },
        })
      ).data,
    enabled,
  });
  return { levels: query.data ?? NO_LEVELS, isLoading: query.isLoading && enabled };
}

export function useSaveLevel(onSaved: () => void) {
  return useAdminMutation<MemberLevelSave, MemberLevel>({
    run: (body) => api.member.memberLevelSave({ body }),
    invalidates: [clubKeys.all],
    onSuccess: onSaved,
  });
}

export function useDeleteLevel() {
  return useAdminMutation<string, null>({
    run: (id) => api.member.memberLevelDelete({ params: { id } }),
    invalidates: [clubKeys.all],
  });
}

export interface LevelDrop {
  sourceId: string;
  targetId: string;
  before: 'before' | 'after';
}

export function useDropLevel() {
  return useAdminMutation<LevelDrop, null>({
    run: (params) => api.member.memberLevelDragSort({ params }),
    invalidates: [clubKeys.levels],
    // The tree table announces the move itself once the server has kept it.
    successMessage: false,
  });
}

// ── Choices the forms and filters offer ────────────────────────────────────────

/**
 * The areas as select options with their place (华东 / 上海), when the user may list them
 * (bd:area:view); otherwise only `current` (the edited record's area), so an edit keeps it.
 */
export function useAreaOptions(current?: { id: string | null; name: string | null }) {
  const canViewAreas = useCan('bd:area:view');
  const { rows } = useAreaTree(canViewAreas);
  return useMemo((): SelectOption[] => {
    if (canViewAreas) {
      const paths = areaPaths(rows);
      return rows.map((row) => ({ value: row.id, label: paths.get(row.id) ?? row.name }));
    }
    return current?.id ? [{ value: current.id, label: current.name ?? current.id }] : [];
  }, [canViewAreas, rows, current?.id, current?.name]);
}

/** The levels as select options; without member:level:view only `current`. */
export function useLevelOptions(current?: { id: string | null; name: string | null }) {
  const canViewLevels = useCan('member:level:view');
  const { levels } = useMemberLevels(canViewLevels);
  return useMemo((): SelectOption[] => {
    if (canViewLevels) return levels.map((level) => ({ value: level.id, label: level.name }));
    return current?.id ? [{ value: current.id, label: current.name ?? current.id }] : [];
  }, [canViewLevels, levels, current?.id, current?.name]);
}
