# The service in a container: Node 20, the locked dependencies, the build, `npm start`.
# One container is one instance; run several behind any load balancer (deploy/nginx.conf).
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
COPY package.json package-lock.json ./
# the TypeScript compiler is a dev dependency and `npm start` builds first: install everything
RUN npm ci --no-audit --no-fund --include=dev
COPY --chown=node:node . .
RUN npm run build && chown -R node:node build
USER node
EXPOSE 3000
# npm passes SIGTERM on to the server, which drains (SHUTDOWN_TIMEOUT_MS) before it exits
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["npm", "start"]
