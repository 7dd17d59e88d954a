// The pickers' data, bound to the server: each picker takes plain loaders and transports, and
// this is the one place the portal makes them from the API.
import {
  ApiError,
  createUploader,
  endpointUrl,
  type DepartmentNode,
  type fileItemUpload,
  type FileItem,
  type TreeDictNode,
  type UserRow,
} from '@ccms/api-client';
import {
  createDictionaryCache,
  type Attachment,
  type DictionaryOption,
  type DictionaryTreeOption,
  type OrgNode,
  type UploadTransport,
} from '@ccms/pickers';
import { routeOf } from './endpointTable';
import { session } from '../app/session';
import { currentLanguage } from '../i18n';
import { api, reportApiError } from './client';

const API_BASE = '/api';
/** The most people one page of the share list holds (the contract's limit). */
const PEOPLE_PAGE_SIZE = 500;

/** Dictionary options by code, asked once per code for the whole portal. */
export const loadDictionary = createDictionaryCache(
  async (code: string): Promise<DictionaryOption[]> =>
    (await api.dict.dictList({ params: { code } })).map((option) => ({
      label: option.label,
      value: option.value,
      disabled: !option.enabled,
    })),
);

export function toTreeOptions(nodes: readonly TreeDictNode[]): DictionaryTreeOption[] {
  return nodes.map((node) => ({
    label: node.text,
    value: node.value,
    disabled: !node.enabled,
    children: node.children.length > 0 ? toTreeOptions(node.children) : undefined,
  }));
}

/** Tree dictionaries by code (cascading selects), asked once per code. */
export const loadTreeDictionary = createDictionaryCache(async (code: string) =>
  toTreeOptions(await api.dict.treeDict({ params: { code } })),
);

/** Departments as the pickers show them (kind Group); a department without children is a leaf. */
export function toDepartmentNodes(nodes: readonly DepartmentNode[]): OrgNode[] {
  return nodes.map((node) => ({
    id: node.id,
    name: node.name,
    kind: 'Group',
    children: toDepartmentNodes(node.children),
    isLeaf: node.children.length === 0,
  }));
}

/** The company's department tree for the department picker. */
export async function loadDepartments(): Promise<OrgNode[]> {
  return toDepartmentNodes(await api.dept.deptTree());
}

function findDepartment(nodes: readonly DepartmentNode[], id: string): DepartmentNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findDepartment(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The people whose own department is `deptId` (the list filter also returns sub-departments). */
async function peopleOf(deptId: string): Promise<UserRow[]> {
  const people: UserRow[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await api.user.userShareQueryList({
      body: { pageNo, pageSize: PEOPLE_PAGE_SIZE, params: { deptId } },
    });
    people.push(...page.data.filter((person) => person.deptId === deptId));
    if (pageNo * PEOPLE_PAGE_SIZE >= page.total || page.data.length === 0) return people;
  }
}

/**
 * The person picker's tree: top-level departments first, each department's sub-departments and
 * people loaded when it opens. Departments come without children so the picker loads them lazily.
 */
export function createOrganisationLoader() {
  let tree: Promise<DepartmentNode[]> | undefined;
  const departments = () => (tree ??= api.dept.deptTree());
  const lazy = (nodes: readonly DepartmentNode[]): OrgNode[] =>
    nodes.map((node) => ({ id: node.id, name: node.name, kind: 'Group' }));
  return {
    roots: async () => lazy(await departments()),
    async children(deptId: string): Promise<OrgNode[]> {
      const department = findDepartment(await departments(), deptId);
      const people = await peopleOf(deptId);
      return [
        ...lazy(department?.children ?? []),
        ...people.map((person) => ({ id: person.id, name: person.name, kind: 'User' as const })),
      ];
    },
  };
}

const uploader = createUploader({
  baseUrl: API_BASE,
  getToken: () => session.getToken(),
  getLanguage: () => currentLanguage(),
});

export interface AttachmentOwner {
  refModule: string;
  refRecordId?: string | undefined;
  businessId?: string | undefined;
}

/** Sends each file to /b/fileItem/upload for its record, with the request's real progress. */
export function attachmentTransport(owner: AttachmentOwner): UploadTransport {
  return async (file, { onProgress, signal }) => {
    try {
      const [id] = await uploader(routeOf('file', 'fileItemUpload') as typeof fileItemUpload, {
        files: [file],
        fields: { ...owner },
        onProgress,
        signal,
      });
      if (!id) throw new Error('The server stored no file');
      return { id, fileName: file.name };
    } catch (error) {
      // A cancelled row is the user's choice, not a failure to report.
      if (error instanceof ApiError) reportApiError(error);
      throw error;
    }
  };
}

/** A browser can only send the token of a link in its query, not in a header. */
/** A browser loading a file sends no headers: the token goes in the query. */
export function withToken(url: string): string {
  const token = session.getToken();
  if (!token) return url;
  return `${url}${url.includes('?') ? '&' : '?'}AuthToken=${encodeURIComponent(token)}`;
}

/** One attachment as the file, several as a zip: looked up by id, never by a path. */
export function downloadUrl(ids: readonly string[]): string {
  return withToken(
    endpointUrl(API_BASE, routeOf('file', 'fileItemDownload'), { params: { ids: ids.join(',') } }),
  );
}

/** An image or PDF attachment, opened inline. */
export function previewUrl(attachment: Pick<Attachment, 'id'>): string {
  return withToken(
    endpointUrl(API_BASE, routeOf('file', 'filePreview'), { query: { fileId: attachment.id } }),
  );
}

export function toAttachment(item: FileItem): Attachment {
  return {
    id: item.id,
    fileName: item.fileName,
    uploadTime: item.createdAt,
    uploader: item.uploaderName ?? undefined,
  };
}

/** The attachments of a record, newest first as the server orders them. */
export async function loadAttachments(owner: AttachmentOwner): Promise<Attachment[]> {
  const page = await api.file.fileItemQueryList({
    body: { pageNo: 1, pageSize: 500, params: { ...owner } },
  });
  return page.data.map(toAttachment);
}

/**
 * Deletes an attachment: administrators through the general delete, everyone else through the
 * own-file delete (spec 000 §6); the server enforces both.
 */
export function deleteAttachment(id: string, isAdmin: boolean): Promise<null> {
  return isAdmin
    ? api.file.fileDelete({ params: { id } })
    : api.file.fileDeleteMine({ params: { id } });
}
