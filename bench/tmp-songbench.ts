import { startServer } from "/work/main/bench/server-process";
import { benchSongs } from "/work/main/bench/songs";

const server = await startServer(3901, process.argv[2]);
console.log("start", server.startToHealthyMs);
try {
  console.log(JSON.stringify(await benchSongs(server.url, "x")));
} finally {
  await server.stop();
}
