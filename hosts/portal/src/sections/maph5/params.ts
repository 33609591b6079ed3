/** /tiandituh5?name (or title)&lng (or lon)&lat: the place the map was opened for. */
export const mapParams = (q: URLSearchParams) => ({
  name: q.get('name') ?? q.get('title') ?? '',
  lng: q.get('lng') ?? q.get('lon'),
  lat: q.get('lat'),
});
