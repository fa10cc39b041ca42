/**
 * The three songs every new band starts with (tagged `demo`), so the library, the chart page and a
 * setlist have something real to show. All are in the public domain.
 */
export const DEMO_TAG = "demo";

export const DEMO_SONGS: { text: string; audioUrl: null; isCover: boolean }[] = [
  {
    isCover: true,
    audioUrl: null,
    text: `{title: Amazing Grace}
{artist: John Newton (1779), traditional}
{key: G}
{time: 3/4}
{tempo: 80}

{start_of_verse: Verse 1}
A[G]mazing [G7]grace, how [C]sweet the [G]sound
That [G]saved a [Em]wretch like [D]me
I [G]once was [G7]lost, but [C]now am [G]found
Was [Em]blind, but [D]now I [G]see
{end_of_verse}

{start_of_verse: Verse 2}
'Twas [G]grace that [G7]taught my [C]heart to [G]fear
And [G]grace my [Em]fears re[D]lieved
How [G]precious [G7]did that [C]grace ap[G]pear
The [Em]hour I [D]first be[G]lieved
{end_of_verse}
`,
  },
  {
    isCover: true,
    audioUrl: null,
    text: `Title: Will the Circle Be Unbroken
Artist: Ada R. Habershon & Charles H. Gabriel (1907)
Key: G
Tempo: 104

[Verse]
G                           G7
I was standing by my window
C                       G
On one cold and cloudy day
G                              Em
When I saw that hearse come rolling
G            D7          G
For to carry my mother away

[Chorus]
G                         G7
Will the circle be unbroken
C                       G
By and by, Lord, by and by
G                            Em
There's a better home a-waiting
G          D7         G
In the sky, Lord, in the sky
`,
  },
  {
    isCover: true,
    audioUrl: null,
    text: `Title: House of the Rising Sun
Artist: Traditional
Key: Am
Time: 6/8
Tempo: 72

[Intro]
| Am C | D F | Am C | E E |

[Verse 1]
   Am       C        D          F
There is a house in New Orleans
    Am          C       E    E
They call the Rising Sun
       Am         C        D        F
And it's been the ruin of many a poor boy
     Am      E       Am   E
And God, I know I'm one

[Outro]
| Am C | D F | Am E | Am |
`,
  },
];
