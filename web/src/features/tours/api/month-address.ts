import { gql, type ApolloClient } from '@apollo/client';
import { monthTagsAsPreset } from '@tourdesk/domain/tour-search';
import { SearchFilterTagsDocument } from '@/apollo/generated/graphql';
import { MONTH_PARAM, TAGS_PARAM, tagIdsFromParams, withParams } from './search-params';

if (false) {
  gql`
    query SearchFilterTags {
      filters {
        tags {
          tagId
          tagName
          filterName
        }
      }
    }
  `;
}

/**
 * The canonical address of an old search address whose `tags` hold month tags (domain `monthTagsAsPreset`, seed
 * 001 §2 presets 'month (yyyymm)'): the same path with the month tags moved to `month=yyyymm` and the other
 * parameters kept, e.g. `/?tags=11&q=loch` → `/?q=loch&month=202703`; null when the address has no month tag
 * (with no tags at all nothing is asked of the gateway).
 */
export async function canonicalMonthAddress(client: ApolloClient, url: URL): Promise<string | null> {
  const selected = tagIdsFromParams(url.searchParams);
  if (selected.length === 0) return null;
  const { data } = await client.query({ query: SearchFilterTagsDocument });
  const tags = (data?.filters ?? []).flatMap((filter) => filter.tags);
  const preset = monthTagsAsPreset(tags, selected);
  if (!preset) return null;
  const params = withParams(url.searchParams, { [TAGS_PARAM]: preset.tagIds, [MONTH_PARAM]: preset.month });
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}
