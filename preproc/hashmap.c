/*
 * hashmap.c - string-keyed open-addressing hash table (FNV-1a, linear
 * probing, tombstones on delete).  Keys are not copied; the buckets come
 * from the arena, so a map is dropped with the arena and needs no free.
 */
#include <string.h>

#include "prism_check.h"

#define TOMBSTONE ((void *)-1)
#define INIT_CAPACITY 64

static uint64_t fnv_hash(const char *s, int len)
{
    uint64_t h = 0xcbf29ce484222325u;
    for (int i = 0; i < len; i++) {
        h ^= (unsigned char)s[i];
        h *= 0x100000001b3u;
    }
    return h;
}

static bool match(HashEntry *e, const char *key, int keylen)
{
    return e->key && e->key != TOMBSTONE && e->keylen == keylen && memcmp(e->key, key, (size_t)keylen) == 0;
}

static void rehash(HashMap *map)
{
    int live = 0;
    for (int i = 0; i < map->capacity; i++)
        if (map->buckets[i].key && map->buckets[i].key != TOMBSTONE)
            live++;
    int cap = map->capacity ? map->capacity : INIT_CAPACITY;
    while ((live * 100) / cap >= 50)
        cap *= 2;
    HashMap m2 = {NEW_ARRAY(HashEntry, cap), cap, 0};
    for (int i = 0; i < map->capacity; i++) {
        HashEntry *e = &map->buckets[i];
        if (e->key && e->key != TOMBSTONE)
            hashmap_put(&m2, e->key, e->keylen, e->val);
    }
    *map = m2;
}

static HashEntry *get_entry(HashMap *map, const char *key, int keylen)
{
    if (!map->buckets)
        return NULL;
    uint64_t h = fnv_hash(key, keylen);
    for (int i = 0; i < map->capacity; i++) {
        HashEntry *e = &map->buckets[(h + (uint64_t)i) % (uint64_t)map->capacity];
        if (match(e, key, keylen))
            return e;
        if (e->key == NULL)
            return NULL;
    }
    return NULL;
}

void *hashmap_get(HashMap *map, const char *key, int keylen)
{
    HashEntry *e = get_entry(map, key, keylen);
    return e ? e->val : NULL;
}

void hashmap_put(HashMap *map, const char *key, int keylen, void *val)
{
    if (!map->buckets || (map->used * 100) / map->capacity >= 70)
        rehash(map);
    uint64_t h = fnv_hash(key, keylen);
    HashEntry *free_slot = NULL;
    for (int i = 0; i < map->capacity; i++) {
        HashEntry *e = &map->buckets[(h + (uint64_t)i) % (uint64_t)map->capacity];
        if (match(e, key, keylen)) {
            e->val = val;
            return;
        }
        if (e->key == TOMBSTONE && !free_slot)
            free_slot = e;
        if (e->key == NULL) {
            if (!free_slot) {
                free_slot = e;
                map->used++;
            }
            break;
        }
    }
    free_slot->key = key;
    free_slot->keylen = keylen;
    free_slot->val = val;
}

void hashmap_delete(HashMap *map, const char *key, int keylen)
{
    HashEntry *e = get_entry(map, key, keylen);
    if (e)
        e->key = TOMBSTONE;
}
